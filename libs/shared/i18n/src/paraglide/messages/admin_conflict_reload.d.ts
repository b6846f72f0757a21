/**
* | output |
* | --- |
* | "Reload record" |
*
* @param {Admin_Conflict_ReloadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_conflict_reload: ((inputs?: Admin_Conflict_ReloadInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Conflict_ReloadInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Conflict_ReloadInputs = {};
