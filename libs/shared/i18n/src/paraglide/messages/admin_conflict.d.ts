/**
* | output |
* | --- |
* | "Someone else changed this record after you opened it, so your change was not saved. Reload to see their change, then make yours again." |
*
* @param {Admin_ConflictInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_conflict: ((inputs?: Admin_ConflictInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_ConflictInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_ConflictInputs = {};
