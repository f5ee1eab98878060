/** The diagnostics (evaluation forms) a super admin manages (docs/api-contract.md, "Super admin: diagnostics"). */
export const diagnosticHandlers = [];
