import type { SendEmailSettings } from '../../../../runtime/workflows/steps/sendEmail/SendEmailSettings';
import type { StepEditor } from '../../StepEditor';
import { SendEmailPanel } from './SendEmailPanel';

/** Send e-mail: no recipient and no text yet (the canvas marks it until set). */
export const sendEmailEditor: StepEditor<SendEmailSettings> = {
  palette: true,
  defaults: () => ({
    destinations: [],
    employees: [],
    squads: [],
    roles: [],
    fieldIds: [],
    subject: '',
    text: '',
    sendFinishedForm: false,
    sendFillLink: false,
    copyToClient: false,
    readReceipt: false,
    mainFieldInSubject: false,
  }),
  Panel: SendEmailPanel,
};
