/**
* | output |
* | --- |
* | "This is the last staff member: make someone else staff first." |
*
* @param {Admin_Person_Refused_LastInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_refused_last: ((inputs?: Admin_Person_Refused_LastInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Person_Refused_LastInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Person_Refused_LastInputs = {};
