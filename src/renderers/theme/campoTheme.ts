import { createTheme } from '@mui/material/styles';
import { UnmeasuredTabsScrollbar } from './UnmeasuredTabsScrollbar';

/**
 * Page-wide styles: the scrollbar's room kept from the start (a list arriving and making the page
 * scroll does not push the whole layout sideways: it was a CLS of 0.85 on the desktop task list), and
 * MUI InputBase's autofill detection (keyframes and animations), once for the whole page.
 */
const BASE_STYLES = {
  html: { scrollbarGutter: 'stable' },
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
  '.MuiInputBase-input': { animationName: 'mui-auto-fill-cancel', animationDuration: '10ms' },
  '.MuiInputBase-input:-webkit-autofill': { animationName: 'mui-auto-fill', animationDuration: '5000s' },
};

/**
 * Campo's look: a teal brand with AA contrast on white (teal 700 on white is 5.4:1), rounded cards drawn
 * with a border instead of heavy shadows, and the system font stack so nothing is fetched from a CDN.
 */
export const campoTheme = createCampoTheme();

/**
 * The theme with a company's brand colours (companyCustomization) over Campo's; MUI derives the light,
 * dark and contrast text of each colour.
 *
 * @example createCampoTheme({ primaryColor: '#1565c0' }).palette.primary.main // '#1565c0'
 */
export function createCampoTheme(brand: { primaryColor?: string; secondaryColor?: string } = {}) {
  return createTheme({
    palette: {
      mode: 'light',
      // A company's brand colour gets dark text unless white reaches AA on it (MUI's default is 3:1).
      contrastThreshold: 4.5,
      primary: brand.primaryColor
        ? { main: brand.primaryColor }
        : { main: '#00796b', dark: '#004d40', light: '#48a999', contrastText: '#ffffff' },
      secondary: brand.secondaryColor
        ? { main: brand.secondaryColor }
        : { main: '#2e7d32', contrastText: '#ffffff' },
      // MUI's default info (#0288d1) and warning (#ed6c02) carry white text at 3.9:1 and 3.1:1; these
      // shades reach AA (4.8:1 and 5:1) on the task state chips and everywhere else they fill.
      info: { main: '#0277bd', contrastText: '#ffffff' },
      warning: { main: '#b45309', contrastText: '#ffffff' },
      background: { default: '#f4f7f6', paper: '#ffffff' },
      text: { primary: '#1c2b28', secondary: '#4a5c58' },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}`, borderRadius: 16 }),
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
      // Each input would otherwise mount its own global <style> for the autofill keyframes: a 1,000-field
      // form added hundreds of style sheets, each making the browser re-check every element's style.
      // CssBaseline injects them once (BASE_STYLES), which keeps MUI's autofill detection working.
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
      MuiCssBaseline: { styleOverrides: BASE_STYLES },
      // Scrollable tab strips hide their scrollbar with CSS instead of measuring it (UnmeasuredTabsScrollbar).
      MuiTabs: { defaultProps: { slots: { scrollbar: UnmeasuredTabsScrollbar } } },
    },
  });
}
