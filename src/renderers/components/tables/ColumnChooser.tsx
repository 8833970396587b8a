import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { ColumnPreferences } from '../../../runtime/entities/columnPreferences';

/**
 * Which list columns show and in which order (the community data grid has no column reordering, so
 * the order is chosen here); each change is handed back to be saved for the user.
 */
export function ColumnChooser(props: {
  labels: Record<string, string>;
  value: ColumnPreferences;
  onChange: (next: ColumnPreferences) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { order, hidden } = props.value;
  const move = (index: number, by: number) => {
    const next = [...order];
    const [field] = next.splice(index, 1);
    next.splice(index + by, 0, field!);
    props.onChange({ order: next, hidden });
  };
  const toggle = (field: string) =>
    props.onChange({
      order,
      hidden: hidden.includes(field) ? hidden.filter((f) => f !== field) : [...hidden, field],
    });
  return (
    <>
      <Button startIcon={<ViewColumn />} onClick={(e) => setAnchor(e.currentTarget)}>
        {t('entityPages.columns')}
      </Button>
      <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }} id="entity-columns-title">
          {t('entityPages.columnsTitle')}
        </Typography>
        <List dense aria-labelledby="entity-columns-title">
          {order.map((field, index) => {
            const label = props.labels[field] ?? field;
            return (
              <ListItem
                key={field}
                secondaryAction={
                  <>
                    <IconButton
                      size="small"
                      disabled={index === 0}
                      aria-label={t('entityPages.moveUp', { column: label })}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      disabled={index === order.length - 1}
                      aria-label={t('entityPages.moveDown', { column: label })}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </>
                }
                sx={{ pr: 11 }}
              >
                <Checkbox
                  size="small"
                  edge="start"
                  checked={!hidden.includes(field)}
                  onChange={() => toggle(field)}
                  slotProps={{ input: { 'aria-label': label } }}
                />
                <ListItemText primary={label} />
              </ListItem>
            );
          })}
        </List>
      </Popover>
    </>
  );
}
