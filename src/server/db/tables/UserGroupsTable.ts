/** A user's membership of a permission group (role), migration 0001. */
export interface UserGroupsTable {
  company_id: number;
  user_id: number;
  group_id: number;
}
