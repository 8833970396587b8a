import type { PdfLayout } from '../../../runtime/pdf/PdfLayout';
import type { LoadedImage } from '../../downloads/readImage';
import type { FileStorage } from '../../storage/FileStorage';
import type { PdfInfoItem } from '../../../runtime/pdf/html/PdfDocumentData';

/** What a document's Word export is built with besides the document itself. */
export interface DocxContext {
  /** Translator in the requester's language (labels, "Página X de Y"). */
  t: (key: string, vars?: Record<string, unknown>) => string;
  locale: string;
  /** The requester's UTC offset in minutes (dates as on their screen). */
  utcOffset: number;
  now: Date;
  storage: FileStorage;
  /** Names of the users pre-registered signatures point at, by id. */
  employeeNames: Map<string, string>;
  companyName: string;
  /** The company's logo (SalvarLogoEmpresa), null when it has none. */
  logo: LoadedImage | null;
  /** The document's title, e.g. `Vistoria — #31`. */
  title: string;
  /** The form's name, printed in the page header. */
  formName: string;
  /** The document's identification texts (the documentInfo block's items); an empty one is not printed. */
  info: Partial<Record<PdfInfoItem, string>>;
  /** A Word template's layout; without one the default document is built. */
  layout?: PdfLayout | null;
}
