import type { Level } from '../access/Level';
import type { Plan } from '../plans/planFromBackend';

/** A permission group the user belongs to (company-wide 158..161 or a custom role of type G). */
export interface PermissionGroupRef {
  id: number;
  name: string;
  associated: boolean;
}

/**
 * The logged-in user as answered in `USUARIO_LOGADO` by `ConsultarUsuarioLogado` (spec 000 section 3).
 * `customization` values travel as JSON text, as the spec says.
 */
export interface LoggedUser {
  id: number;
  personId: number;
  name: string;
  email: string;
  login: string;
  locale: string;
  segmentId: number | null;
  segmentType: string | null;
  segment: string | null;
  companyId: number;
  companyName: string;
  companyOwnerId: number;
  companyContact: string | null;
  amountOfColaborators: string | null;
  ownerEmail: string | null;
  ownerName: string | null;
  isCompanyOwner: boolean;
  isAdmin: boolean;
  isTemplateCompany: boolean;
  isShared: boolean;
  isCompanyAdmin: boolean;
  isCompanySupervisor: boolean;
  isCompanyOperator: boolean;
  isViewer: boolean;
  permissionGroups: PermissionGroupRef[];
  profileImage: string | null;
  serverVersion: string;
  token: string;
  /** JSON text: the user's own customisation values. */
  userCustomization: string;
  /** JSON text: the company's customisation (labels and brand colours). */
  companyCustomization: string;
}

/** The full `ConsultarUsuarioLogado` answer keys next to the user. */
export interface LoggedUserAnswer {
  USUARIO_LOGADO: LoggedUser;
  ROTATIVO: boolean;
  IS_CANARY: boolean;
  /** Functionality code -> effective level for this user. */
  FUNCTIONALITIES: Record<string, Level>;
  /** JSON text of the tour settings (skip, started, position, progress per step, done per tour). */
  CONFIGURACOES_TOUR: string;
  /** The user's positions (company-wide group names). */
  CARGO: string[];
  LIMITES_PERMISSOES_NEXT: Record<string, unknown>;
  QUANTIDADE_LIMITE_PERMISSOES_NEXT: Record<string, unknown>;
  /** The company's plan, computed by the server (absent for the platform administrator). */
  PLAN?: Plan | null;
  /** False while the company has not finished the onboarding step of registration. */
  ONBOARDING_COMPLETED?: boolean;
}
