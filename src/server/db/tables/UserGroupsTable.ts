export interface UserGroupsTable {
  company_id: number;
  user_id: number;
  group_id: number;
}
