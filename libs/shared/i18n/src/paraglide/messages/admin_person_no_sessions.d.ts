/**
* | output |
* | --- |
* | "None" |
*
* @param {Admin_Person_No_SessionsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_no_sessions: ((inputs?: Admin_Person_No_SessionsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Person_No_SessionsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Person_No_SessionsInputs = {};
