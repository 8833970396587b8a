export { PublicTicketScreen } from './PublicTicketScreen';
