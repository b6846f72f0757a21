/**
* | output |
* | --- |
* | "Role and sessions" |
*
* @param {Admin_Person_ActionsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_actions: ((inputs?: Admin_Person_ActionsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Person_ActionsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Person_ActionsInputs = {};
