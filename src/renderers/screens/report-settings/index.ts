export { ReportSettingsScreen } from './ReportSettingsScreen';
