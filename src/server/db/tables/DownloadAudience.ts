/** The requester's viewer snapshot a download checks form permissions against (migration 0014). */
export interface DownloadAudience {
  isCompanyAdmin: boolean;
  groupIds: number[];
  squadIds: number[];
  /** The requester had MODEL VIEW: documents (answers, photos) may be exported. */
  modelView: boolean;
}
