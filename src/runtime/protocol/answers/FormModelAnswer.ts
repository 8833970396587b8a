import type { FormModel } from '../../forms/FormModel';
import type { Audience } from './Audience';

/**
 * ConsultarModeloDocumento's MODELO: the form's facts and the model of the version asked for (the
 * current one unless VERSAO), with its folder, state and version put back. The server builds it
 * (modelAnswer) and the browser reads it, from this one declaration.
 *
 * @example const { MODELO } = await command<{ MODELO: FormModelAnswer }>('ConsultarModeloDocumento', { ID: 5 });
 */
export interface FormModelAnswer {
  id: number;
  version: number;
  currentVersion: number;
  state: 'active' | 'archived' | 'deleted';
  folderId: number | null;
  v1: boolean;
  permissions: Audience;
  model: FormModel;
}
