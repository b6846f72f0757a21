/**
* | output |
* | --- |
* | "You cannot remove your own staff role: ask another staff member." |
*
* @param {Admin_Person_Refused_SelfInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_refused_self: ((inputs?: Admin_Person_Refused_SelfInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Person_Refused_SelfInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Person_Refused_SelfInputs = {};
