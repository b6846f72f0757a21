/**
* | output |
* | --- |
* | "Staff role removed" |
*
* @param {Admin_Person_RemovedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_removed: ((inputs?: Admin_Person_RemovedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Person_RemovedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Person_RemovedInputs = {};
