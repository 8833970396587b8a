import { lazy } from 'react';
import type { ScreenRegistry } from './ScreenRegistry';

/**
 * The default screen renderers, each lazily loaded so a route only downloads its own screen (the login
 * page must stay small; heavy editors get their own chunks when they arrive).
 */
export const defaultScreens: ScreenRegistry = {
  login: lazy(() => import('../screens/login').then((m) => ({ default: m.LoginScreen }))),
  recovery: lazy(() => import('../screens/recovery').then((m) => ({ default: m.RecoveryScreen }))),
  'forgot-password': lazy(() =>
    import('../screens/forgot-password').then((m) => ({ default: m.ForgotPasswordScreen })),
  ),
  profile: lazy(() => import('../screens/profile').then((m) => ({ default: m.ProfileScreen }))),
  planned: lazy(() => import('../screens/planned').then((m) => ({ default: m.PlannedScreen }))),
  'task-list': lazy(() => import('../screens/task-list').then((m) => ({ default: m.TaskListScreen }))),
  landing: lazy(() => import('../screens/landing').then((m) => ({ default: m.LandingScreen }))),
  'use-template': lazy(() =>
    import('../screens/use-template').then((m) => ({ default: m.UseTemplateScreen })),
  ),
  'employee-list': lazy(() =>
    import('../screens/employee-list').then((m) => ({ default: m.EmployeeListScreen })),
  ),
  'employee-form': lazy(() =>
    import('../screens/employee-form').then((m) => ({ default: m.EmployeeFormScreen })),
  ),
  'invite-accept': lazy(() =>
    import('../screens/invite-accept').then((m) => ({ default: m.InviteAcceptScreen })),
  ),
  'template-list': lazy(() =>
    import('../screens/template-list').then((m) => ({ default: m.TemplateListScreen })),
  ),
  'template-form': lazy(() =>
    import('../screens/template-form').then((m) => ({ default: m.TemplateFormScreen })),
  ),
  'page-not-found': lazy(() =>
    import('../screens/page-not-found').then((m) => ({ default: m.PageNotFoundScreen })),
  ),
  'connection-error': lazy(() =>
    import('../screens/connection-error').then((m) => ({ default: m.ConnectionErrorScreen })),
  ),
  permissions: lazy(() => import('../screens/permissions').then((m) => ({ default: m.PermissionsScreen }))),
  'permission-role': lazy(() =>
    import('../screens/permission-role').then((m) => ({ default: m.PermissionRoleScreen })),
  ),
  plan: lazy(() => import('../screens/plan').then((m) => ({ default: m.PlanScreen }))),
  'plan-subscription-error': lazy(() =>
    import('../screens/plan-subscription-error').then((m) => ({ default: m.PlanSubscriptionErrorScreen })),
  ),
  'company-data': lazy(() =>
    import('../screens/company-data').then((m) => ({ default: m.CompanyDataScreen })),
  ),
  'admin-home': lazy(() => import('../screens/admin-home').then((m) => ({ default: m.AdminHomeScreen }))),
  'admin-functionalities': lazy(() =>
    import('../screens/admin-functionalities').then((m) => ({ default: m.AdminFunctionalitiesScreen })),
  ),
  'admin-commands': lazy(() =>
    import('../screens/admin-commands').then((m) => ({ default: m.AdminCommandsScreen })),
  ),
  register: lazy(() => import('../screens/register').then((m) => ({ default: m.RegisterScreen }))),
  security: lazy(() => import('../screens/security').then((m) => ({ default: m.SecurityScreen }))),
  'entity-list': lazy(() => import('../screens/entity-list').then((m) => ({ default: m.EntityListScreen }))),
  'entity-form': lazy(() => import('../screens/entity-form').then((m) => ({ default: m.EntityFormScreen }))),
  'entity-view': lazy(() => import('../screens/entity-view').then((m) => ({ default: m.EntityViewScreen }))),
  'public-ticket': lazy(() =>
    import('../screens/public-ticket').then((m) => ({ default: m.PublicTicketScreen })),
  ),
  'library-list': lazy(() =>
    import('../screens/library-list').then((m) => ({ default: m.LibraryListScreen })),
  ),
  'library-form': lazy(() =>
    import('../screens/library-form').then((m) => ({ default: m.LibraryFormScreen })),
  ),
  'public-file': lazy(() => import('../screens/public-file').then((m) => ({ default: m.PublicFileScreen }))),
  'client-portal': lazy(() =>
    import('../screens/client-portal').then((m) => ({ default: m.ClientPortalScreen })),
  ),
  'client-portal-public': lazy(() =>
    import('../screens/client-portal-public').then((m) => ({ default: m.ClientPortalPublicScreen })),
  ),
  'entity-create-multiple': lazy(() =>
    import('../screens/entity-create-multiple').then((m) => ({ default: m.EntityCreateMultipleScreen })),
  ),
  'admin-employee-create-multiple': lazy(() =>
    import('../screens/admin-employee-create-multiple').then((m) => ({
      default: m.AdminEmployeeCreateMultipleScreen,
    })),
  ),
  'form-fill': lazy(() => import('../screens/form-fill').then((m) => ({ default: m.FormFillScreen }))),
  'finished-form': lazy(() =>
    import('../screens/finished-form').then((m) => ({ default: m.FinishedFormScreen })),
  ),
  'form-editor': lazy(() => import('../screens/form-editor').then((m) => ({ default: m.FormEditorScreen }))),
  'form-list': lazy(() => import('../screens/form-list').then((m) => ({ default: m.FormListScreen }))),
  'task-view': lazy(() => import('../screens/task-view').then((m) => ({ default: m.TaskViewScreen }))),
  'task-in-progress': lazy(() =>
    import('../screens/task-in-progress').then((m) => ({ default: m.TaskInProgressScreen })),
  ),
  'task-locked': lazy(() => import('../screens/task-locked').then((m) => ({ default: m.TaskLockedScreen }))),
  'approval-list': lazy(() =>
    import('../screens/approval-list').then((m) => ({ default: m.ApprovalListScreen })),
  ),
  'approval-chat': lazy(() =>
    import('../screens/approval-chat').then((m) => ({ default: m.ApprovalChatScreen })),
  ),
  'task-form': lazy(() => import('../screens/task-form').then((m) => ({ default: m.TaskFormScreen }))),
  'task-details': lazy(() =>
    import('../screens/task-details').then((m) => ({ default: m.TaskDetailsScreen })),
  ),
  'task-create-multiple': lazy(() =>
    import('../screens/task-create-multiple').then((m) => ({ default: m.TaskCreateMultipleScreen })),
  ),
};
