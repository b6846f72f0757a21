/**
* | output |
* | --- |
* | "Person (account id)" |
*
* @param {Admin_Audit_ActorInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_audit_actor: ((inputs?: Admin_Audit_ActorInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_ActorInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_ActorInputs = {};
