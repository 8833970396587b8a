/**
 * Where each document of a batch print starts (layoutBatchHtml): an invisible link to this address
 * followed by the document's index sits at the top of its first page. Chromium prints links as link
 * annotations, so the server finds each document's first page in the printed PDF (documentStarts);
 * nothing is ever requested there, and composing the pages drops the links.
 */
export const PDF_DOCUMENT_MARK = 'https://campo.invalid/document/';
