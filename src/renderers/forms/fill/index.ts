export { FormFiller, type FormFillerProps } from './FormFiller';
export type { FillRenderer, FillRendererProps } from './FillRendererProps';
export { FillEnvironmentContext, type FillEnvironment, type HeaderRecord } from './FillContext';
export type { FileRef } from './FileRef';
export { fieldInputId } from './fieldInputId';
