import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { ImageUpload } from '../../components/images/ImageUpload';
import { useRuntime } from '../../hooks/useRuntime';

/** The company logo: chosen, replaced or removed at once (EnviarImagem, then SalvarLogoEmpresa). */
export function CompanyLogoCard(props: { logo: string | null }) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const [logo, setLogo] = useState(props.logo);
  useEffect(() => setLogo(props.logo), [props.logo]);

  const save = async (image: string | null) => {
    try {
      const answer = await command<{ LOGO: string | null }>('SalvarLogoEmpresa', { ID_IMAGEM: image ?? '' });
      setLogo(answer.LOGO);
    } catch {
      // The adapter showed why; the logo shown stays the saved one.
    }
  };

  return (
    <Card component="section" aria-labelledby="company-logo-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="company-logo-title" variant="h6" component="h2">
          {t('companyData.logo')}
        </Typography>
        <ImageUpload label={t('companyData.logo')} value={logo} onChange={(image) => void save(image)} />
      </CardContent>
    </Card>
  );
}
