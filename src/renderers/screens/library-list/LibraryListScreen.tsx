// Hand-written, not the generic entity list (issue 12 looked): libraries are a tree (sub-libraries)
// shown beside the chosen one's files, with upload, download, share links and the storage used against
// the plan; ListarBibliotecas answers the tree and the storage, not ListEntities' pages of records.
import Add from '@mui/icons-material/Add';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { canAccess } from '../../../runtime/access/canAccess';
import { formatBytes } from '../../../runtime/files/formatBytes';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useCommandData } from '../../hooks/useCommandData';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';
import { LibraryFilesPanel } from '../../components/library/LibraryFilesPanel';
import { LibraryTree } from './LibraryTree';
import type { LibrarySummary } from '../../components/library/LibrarySummary';

/**
 * /libraries: the tree of libraries the user may see (sub-libraries indented) beside the chosen one's
 * files (`?id=` keeps the choice in the address). Editors create, edit and add sub-libraries here.
 */
export function LibraryListScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const ctx = useAccessContext();
  const canEdit = canAccess({ functionality: 'LIBRARY', level: 'EDIT' }, ctx).ok;
  const [search, setSearch] = useSearchParams();
  const { data, reload } = useCommandData<{
    BIBLIOTECAS: LibrarySummary[];
    ARMAZENAMENTO: { usedBytes: number; limitBytes: number | null };
  }>('ListarBibliotecas');
  const libraries = data?.BIBLIOTECAS;
  const chosen = Number(search.get('id')) || null;
  const selected = libraries?.some((l) => l.id === chosen) ? chosen : (libraries?.[0]?.id ?? null);
  const storage = data?.ARMAZENAMENTO;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          storage
            ? storage.limitBytes === null
              ? t('libraryPages.storageUnlimited', { used: formatBytes(storage.usedBytes) })
              : t('libraryPages.storage', {
                  used: formatBytes(storage.usedBytes),
                  limit: formatBytes(storage.limitBytes),
                })
            : undefined
        }
        actions={
          canEdit && (
            <>
              {selected && (
                <>
                  <Button startIcon={<Edit />} component={RouterLink} to={`/library/edit/${selected}`}>
                    {t('libraryPages.edit')}
                  </Button>
                  <Button
                    startIcon={<CreateNewFolderOutlined />}
                    component={RouterLink}
                    to={`/library/new-sub-library/${selected}`}
                  >
                    {t('libraryPages.newSub')}
                  </Button>
                </>
              )}
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/library/new">
                {t('libraryPages.new')}
              </Button>
            </>
          )
        }
      />
      {!libraries ? (
        <FullPageSpinner />
      ) : libraries.length === 0 ? (
        <Card sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('libraryPages.empty')}</Typography>
        </Card>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
            alignItems: 'start',
          }}
        >
          <Card sx={{ p: 1 }}>
            <LibraryTree
              libraries={libraries}
              selected={selected}
              onSelect={(id) => setSearch({ id: String(id) }, { replace: true })}
            />
          </Card>
          {selected ? (
            <LibraryFilesPanel key={selected} libraryId={selected} canEdit={canEdit} onChanged={reload} />
          ) : (
            <Typography color="text.secondary">{t('libraryPages.choose')}</Typography>
          )}
        </Box>
      )}
    </>
  );
}
