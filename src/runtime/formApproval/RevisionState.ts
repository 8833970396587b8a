/** A form revision's state (spec 001 §4 "Form approval"): in revision, approved, disapproved. */
export type RevisionState = 'in_review' | 'approved' | 'disapproved';
