import type { FormModel } from '../../../runtime/forms/FormModel';
import type { FormModelAnswer } from '../../../runtime/protocol/answers/FormModelAnswer';
import type { FormRow } from '../../forms/FormRow';

/**
 * ConsultarModeloDocumento's MODELO: the row's facts and the stored model with its folder, state and
 * version put back.
 *
 * @example modelAnswer(form, model, 2).model.version // 2
 */
export function modelAnswer(form: FormRow, model: FormModel, version: number): FormModelAnswer {
  return {
    id: form.id,
    version,
    currentVersion: form.version,
    state: form.state,
    folderId: form.folderId,
    v1: form.v1,
    permissions: form.permissions,
    model: { ...model, folderId: form.folderId, state: form.state, version },
  };
}
