import type { FormModel } from '../../../runtime/forms/FormModel';

/**
 * A model as stored in form_versions: without the row's own facts (folder, state, version), which live
 * in the forms row and are put back when answered.
 *
 * @example storedModel({ name: 'A', groups: [], version: 3 }) // { name: 'A', groups: [] }
 */
export function storedModel(model: FormModel): FormModel {
  const { folderId: _folder, state: _state, version: _version, ...rest } = model;
  return rest;
}
