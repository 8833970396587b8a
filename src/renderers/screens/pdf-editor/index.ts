export { PdfEditorScreen } from './PdfEditorScreen';
