import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { EntityFormSection } from '../../../runtime/entities/entityUiSchema';

/** The root of an entity form: one card per metadata section, its heading and its fields. */
export function SectionsTemplate(props: ObjectFieldTemplateProps) {
  const sections = (props.uiSchema?.['ui:options']?.sections ?? []) as EntityFormSection[];
  const byName = new Map(props.properties.map((p) => [p.name, p]));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {sections.map((section) => {
        const members = section.fields.map((f) => byName.get(f)).filter((p) => p && !p.hidden);
        if (!members.length) return null;
        return (
          <Card
            key={section.key}
            component="section"
            aria-labelledby={`section-${section.key}`}
            sx={{ p: 2 }}
          >
            <Typography
              id={`section-${section.key}`}
              variant="h2"
              component="h2"
              sx={{ fontSize: 18, mb: 2 }}
            >
              {section.label}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2 }}>
              {members.map((p) => (
                <Box key={p!.name}>{p!.content}</Box>
              ))}
            </Box>
          </Card>
        );
      })}
    </Box>
  );
}
