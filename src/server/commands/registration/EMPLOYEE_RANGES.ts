/** Company-size options of registration (key = stored amount_of_colaborators), in order. */
export const EMPLOYEE_RANGES = ['1-4', '5-9', '10-19', '20-49', '50-99', '100-199', '500+'] as const;
