import { lazyScreen } from './lazyScreen';
import type { ScreenRegistry } from './ScreenRegistry';

/**
 * The default screen renderers, each lazily loaded so a route only downloads its own screen (the login
 * page must stay small; heavy editors get their own chunks when they arrive).
 */
export const defaultScreens: ScreenRegistry = {
  login: lazyScreen('login', () => import('../screens/login').then((m) => ({ default: m.LoginScreen }))),
  recovery: lazyScreen('recovery', () =>
    import('../screens/recovery').then((m) => ({ default: m.RecoveryScreen })),
  ),
  'forgot-password': lazyScreen('forgot-password', () =>
    import('../screens/forgot-password').then((m) => ({ default: m.ForgotPasswordScreen })),
  ),
  profile: lazyScreen('profile', () =>
    import('../screens/profile').then((m) => ({ default: m.ProfileScreen })),
  ),
  planned: lazyScreen('planned', () =>
    import('../screens/planned').then((m) => ({ default: m.PlannedScreen })),
  ),
  'task-list': lazyScreen('task-list', () =>
    import('../screens/task-list').then((m) => ({ default: m.TaskListScreen })),
  ),
  landing: lazyScreen('landing', () =>
    import('../screens/landing').then((m) => ({ default: m.LandingScreen })),
  ),
  'use-template': lazyScreen('use-template', () =>
    import('../screens/use-template').then((m) => ({ default: m.UseTemplateScreen })),
  ),
  'employee-list': lazyScreen('employee-list', () =>
    import('../screens/employee-list').then((m) => ({ default: m.EmployeeListScreen })),
  ),
  'employee-form': lazyScreen('employee-form', () =>
    import('../screens/employee-form').then((m) => ({ default: m.EmployeeFormScreen })),
  ),
  'invite-accept': lazyScreen('invite-accept', () =>
    import('../screens/invite-accept').then((m) => ({ default: m.InviteAcceptScreen })),
  ),
  'template-list': lazyScreen('template-list', () =>
    import('../screens/template-list').then((m) => ({ default: m.TemplateListScreen })),
  ),
  'template-form': lazyScreen('template-form', () =>
    import('../screens/template-form').then((m) => ({ default: m.TemplateFormScreen })),
  ),
  'page-not-found': lazyScreen('page-not-found', () =>
    import('../screens/page-not-found').then((m) => ({ default: m.PageNotFoundScreen })),
  ),
  'connection-error': lazyScreen('connection-error', () =>
    import('../screens/connection-error').then((m) => ({ default: m.ConnectionErrorScreen })),
  ),
  permissions: lazyScreen('permissions', () =>
    import('../screens/permissions').then((m) => ({ default: m.PermissionsScreen })),
  ),
  'permission-role': lazyScreen('permission-role', () =>
    import('../screens/permission-role').then((m) => ({ default: m.PermissionRoleScreen })),
  ),
  plan: lazyScreen('plan', () => import('../screens/plan').then((m) => ({ default: m.PlanScreen }))),
  'plan-subscription-error': lazyScreen('plan-subscription-error', () =>
    import('../screens/plan-subscription-error').then((m) => ({ default: m.PlanSubscriptionErrorScreen })),
  ),
  'company-data': lazyScreen('company-data', () =>
    import('../screens/company-data').then((m) => ({ default: m.CompanyDataScreen })),
  ),
  'admin-home': lazyScreen('admin-home', () =>
    import('../screens/admin-home').then((m) => ({ default: m.AdminHomeScreen })),
  ),
  'admin-functionalities': lazyScreen('admin-functionalities', () =>
    import('../screens/admin-functionalities').then((m) => ({ default: m.AdminFunctionalitiesScreen })),
  ),
  'admin-commands': lazyScreen('admin-commands', () =>
    import('../screens/admin-commands').then((m) => ({ default: m.AdminCommandsScreen })),
  ),
  register: lazyScreen('register', () =>
    import('../screens/register').then((m) => ({ default: m.RegisterScreen })),
  ),
  security: lazyScreen('security', () =>
    import('../screens/security').then((m) => ({ default: m.SecurityScreen })),
  ),
  'entity-list': lazyScreen('entity-list', () =>
    import('../screens/entity-list').then((m) => ({ default: m.EntityListScreen })),
  ),
  'entity-form': lazyScreen('entity-form', () =>
    import('../screens/entity-form').then((m) => ({ default: m.EntityFormScreen })),
  ),
  'entity-view': lazyScreen('entity-view', () =>
    import('../screens/entity-view').then((m) => ({ default: m.EntityViewScreen })),
  ),
  'public-ticket': lazyScreen('public-ticket', () =>
    import('../screens/public-ticket').then((m) => ({ default: m.PublicTicketScreen })),
  ),
  'library-list': lazyScreen('library-list', () =>
    import('../screens/library-list').then((m) => ({ default: m.LibraryListScreen })),
  ),
  'library-form': lazyScreen('library-form', () =>
    import('../screens/library-form').then((m) => ({ default: m.LibraryFormScreen })),
  ),
  'public-file': lazyScreen('public-file', () =>
    import('../screens/public-file').then((m) => ({ default: m.PublicFileScreen })),
  ),
  'client-portal': lazyScreen('client-portal', () =>
    import('../screens/client-portal').then((m) => ({ default: m.ClientPortalScreen })),
  ),
  'client-portal-public': lazyScreen('client-portal-public', () =>
    import('../screens/client-portal-public').then((m) => ({ default: m.ClientPortalPublicScreen })),
  ),
  'entity-create-multiple': lazyScreen('entity-create-multiple', () =>
    import('../screens/entity-create-multiple').then((m) => ({ default: m.EntityCreateMultipleScreen })),
  ),
  'admin-employee-create-multiple': lazyScreen('admin-employee-create-multiple', () =>
    import('../screens/admin-employee-create-multiple').then((m) => ({
      default: m.AdminEmployeeCreateMultipleScreen,
    })),
  ),
  'form-fill': lazyScreen('form-fill', () =>
    import('../screens/form-fill').then((m) => ({ default: m.FormFillScreen })),
  ),
  'finished-form': lazyScreen('finished-form', () =>
    import('../screens/finished-form').then((m) => ({ default: m.FinishedFormScreen })),
  ),
  'form-editor': lazyScreen('form-editor', () =>
    import('../screens/form-editor').then((m) => ({ default: m.FormEditorScreen })),
  ),
  'pdf-editor': lazyScreen('pdf-editor', () =>
    import('../screens/pdf-editor').then((m) => ({ default: m.PdfEditorScreen })),
  ),
  'form-list': lazyScreen('form-list', () =>
    import('../screens/form-list').then((m) => ({ default: m.FormListScreen })),
  ),
  'task-view': lazyScreen('task-view', () =>
    import('../screens/task-view').then((m) => ({ default: m.TaskViewScreen })),
  ),
  'task-in-progress': lazyScreen('task-in-progress', () =>
    import('../screens/task-in-progress').then((m) => ({ default: m.TaskInProgressScreen })),
  ),
  'task-locked': lazyScreen('task-locked', () =>
    import('../screens/task-locked').then((m) => ({ default: m.TaskLockedScreen })),
  ),
  'approval-list': lazyScreen('approval-list', () =>
    import('../screens/approval-list').then((m) => ({ default: m.ApprovalListScreen })),
  ),
  'approval-chat': lazyScreen('approval-chat', () =>
    import('../screens/approval-chat').then((m) => ({ default: m.ApprovalChatScreen })),
  ),
  'task-form': lazyScreen('task-form', () =>
    import('../screens/task-form').then((m) => ({ default: m.TaskFormScreen })),
  ),
  'task-details': lazyScreen('task-details', () =>
    import('../screens/task-details').then((m) => ({ default: m.TaskDetailsScreen })),
  ),
  'task-create-multiple': lazyScreen('task-create-multiple', () =>
    import('../screens/task-create-multiple').then((m) => ({ default: m.TaskCreateMultipleScreen })),
  ),
  'report-settings': lazyScreen('report-settings', () =>
    import('../screens/report-settings').then((m) => ({ default: m.ReportSettingsScreen })),
  ),
  'team-map': lazyScreen('team-map', () =>
    import('../screens/team-map').then((m) => ({ default: m.TeamMapScreen })),
  ),
  'form-approval-list': lazyScreen('form-approval-list', () =>
    import('../screens/form-approval-list').then((m) => ({ default: m.FormApprovalListScreen })),
  ),
  'form-approval-review': lazyScreen('form-approval-review', () =>
    import('../screens/form-approval-review').then((m) => ({ default: m.FormApprovalReviewScreen })),
  ),
  'approval-flow-config': lazyScreen('approval-flow-config', () =>
    import('../screens/approval-flow-config').then((m) => ({ default: m.ApprovalFlowConfigScreen })),
  ),
};
