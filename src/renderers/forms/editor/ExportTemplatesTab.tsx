import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { LimitEntry } from '../../../runtime/access/AccessContext';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { canLinkTo } from '../../../runtime/navigation/canLinkTo';
import { exportTemplateOps } from '../../../runtime/pdf/exportTemplateOps';
import { newPdfLayout } from '../../../runtime/pdf/newPdfLayout';
import { DEFAULT_TEMPLATE_ID, type ExportTemplate } from '../../../runtime/pdf/PdfLayout';
import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from '../../../runtime/pdf/ReportSettings';
import { checkLimit } from '../../../runtime/plans/checkLimit';
import { ExcelToPdfPreviewDialog } from '../../components/spreadsheet/ExcelToPdfPreviewDialog';
import { UpsellDialog } from '../../components/UpsellDialog';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import { ExportTemplateRow } from './ExportTemplateRow';
import { TemplateNameDialog } from './TemplateNameDialog';

const KINDS: ExportTemplate['kind'][] = ['pdf', 'word', 'excel'];
const count = (model: FormModel | undefined) => model?.exports?.templates.length ?? 0;

/**
 * The form editor's "PDF settings" (spec 001 §2): the built-in default document and the form's custom
 * export templates (PDF layouts, Word, Excel). Create (a PDF starts from newPdfLayout and the company's
 * report settings), rename, clone, delete (confirmed) and choose the default; each change goes to the
 * edited model and is saved with it. Creating or cloning first checks the plan's `customExport` room,
 * counting this model's unsaved templates (the upsell opens when full). A PDF template saved in the
 * edited version links to its layout editor (/form/<form>/<version>/pdf/<template>); an Excel template
 * opens the spreadsheet-to-PDF preview (ExcelToPdfPreviewDialog, command ExcelToPdfPreview).
 */
export function ExportTemplatesTab(props: {
  model: FormModel;
  /** The stored version's model, and its form id and version (undefined until first saved). */
  saved: FormModel | undefined;
  formId: number | undefined;
  version: number | undefined;
  onChange(model: FormModel): void;
}) {
  const { t } = useTranslation();
  const { command, metadata } = useRuntime();
  const access = useAccessContext();
  const notify = useNotify();
  const companyId = useSession((s) => s.user?.companyId ?? 0);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState<ExportTemplate | null>(null);
  const [deleting, setDeleting] = useState<ExportTemplate | null>(null);
  const [previewing, setPreviewing] = useState<ExportTemplate | null>(null);
  const [upsell, setUpsell] = useState<LimitEntry | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const { model } = props;
  const exports = exportTemplateOps.exportsOf(model);
  const route = metadata.routes.find((r) => r.name === 'pdfCustomization');
  const layoutEditor = !!route && canLinkTo(route, access);
  const savedIds = new Set(props.saved?.exports?.templates.map((template) => template.id) ?? []);

  const layoutPath = (template: ExportTemplate): string | null | undefined => {
    if (!layoutEditor || template.kind !== 'pdf') return undefined;
    if (props.formId === undefined || props.version === undefined || !savedIds.has(template.id)) return null;
    return route!.path
      .replace(':modelUniqueId', String(props.formId))
      .replace(':modelId', String(props.version))
      .replace(':templateId', encodeURIComponent(template.id));
  };

  /** Room in the plan for one more template, with this model's unsaved ones counted. */
  const roomForOneMore = async (): Promise<boolean> => {
    const { hasLimit, limit } = await checkLimit(command, companyId, 'CUSTOM_EXPORT');
    const added = count(model) - count(props.saved);
    const fits =
      limit === undefined
        ? hasLimit
        : limit.allowed !== false &&
          (limit.limit === undefined ||
            limit.limit === null ||
            (limit.limitUsed ?? 0) + added + 1 <= limit.limit);
    if (!fits) {
      notify('error', t('errors.PLAN_LIMIT_REACHED'));
      // "x of y used" counts this model's unsaved templates too.
      setUpsell(limit ? { ...limit, limitUsed: Math.max(0, (limit.limitUsed ?? 0) + added) } : {});
    }
    return fits;
  };

  const reportSettings = async (): Promise<ReportSettings> => {
    try {
      const answer = await command<{ CONFIGURACOES: ReportSettings }>(
        'ConsultarConfiguracoesRelatorio',
        {},
        { silent: true },
      );
      return answer.CONFIGURACOES;
    } catch {
      return DEFAULT_REPORT_SETTINGS;
    }
  };

  const create = async (kind: ExportTemplate['kind']) => {
    setMenu(null);
    setBusy(true);
    try {
      if (!(await roomForOneMore())) return;
      const n = exports.templates.filter((template) => template.kind === kind).length + 1;
      const name = t(`exportTemplates.newName.${kind}`, { n });
      const layout = kind === 'pdf' ? newPdfLayout(await reportSettings(), model, t) : undefined;
      props.onChange(exportTemplateOps.add(model, { name, kind, ...(layout ? { layout } : {}) }).model);
    } finally {
      setBusy(false);
    }
  };

  const clone = async (template: ExportTemplate) => {
    setBusy(true);
    try {
      if (!(await roomForOneMore())) return;
      const name = t('exportTemplates.copyName', { name: template.name }).slice(0, 100);
      props.onChange(exportTemplateOps.clone(model, template.id, name).model);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 820 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" id="export-templates-title" sx={{ flex: 1 }}>
          {t('exportTemplates.title')}
        </Typography>
        <Button
          startIcon={<Add />}
          variant="outlined"
          disabled={busy}
          aria-haspopup="menu"
          onClick={(e) => setMenu(e.currentTarget)}
        >
          {t('exportTemplates.create')}
        </Button>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          {KINDS.map((kind) => (
            <MenuItem key={kind} onClick={() => void create(kind)}>
              {t(`exportTemplates.createKind.${kind}`)}
            </MenuItem>
          ))}
        </Menu>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('exportTemplates.help')}
      </Typography>
      <RadioGroup
        aria-labelledby="export-templates-title"
        value={exports.defaultTemplateId}
        onChange={(_e, id) => props.onChange(exportTemplateOps.setDefault(model, id))}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <Box component="li" aria-label={t('exportTemplates.defaultDocument')} sx={{ py: 1 }}>
            <FormControlLabel
              value={DEFAULT_TEMPLATE_ID}
              control={<Radio />}
              label={t('exportTemplates.defaultDocument')}
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ ml: 4 }}>
              {t('exportTemplates.defaultDocumentHelp')}
            </Typography>
          </Box>
          {exports.templates.map((template) => (
            <ExportTemplateRow
              key={template.id}
              template={template}
              layoutPath={layoutPath(template)}
              onRename={() => setRenaming(template)}
              onClone={() => void clone(template)}
              onDelete={() => setDeleting(template)}
              onPreviewSpreadsheet={() => setPreviewing(template)}
            />
          ))}
        </Box>
      </RadioGroup>
      {renaming && (
        <TemplateNameDialog
          name={renaming.name}
          onClose={() => setRenaming(null)}
          onSave={(name) => {
            props.onChange(exportTemplateOps.rename(model, renaming.id, name));
            setRenaming(null);
          }}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="template-delete-title"
      >
        <DialogTitle id="template-delete-title">
          {t('exportTemplates.deleteTitle', { name: deleting?.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('exportTemplates.deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('forms.editor.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              props.onChange(exportTemplateOps.remove(model, deleting!.id));
              setDeleting(null);
            }}
          >
            {t('exportTemplates.confirmDelete')}
          </Button>
        </DialogActions>
      </Dialog>
      {previewing && (
        <ExcelToPdfPreviewDialog open templateId={previewing.id} onClose={() => setPreviewing(null)} />
      )}
      <UpsellDialog
        open={upsell !== undefined}
        limitKey="customExport"
        limit={upsell}
        onClose={() => setUpsell(undefined)}
      />
    </Paper>
  );
}
