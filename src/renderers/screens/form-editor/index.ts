export { FormEditorScreen } from './FormEditorScreen';
