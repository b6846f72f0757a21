/**
* | output |
* | --- |
* | "Please enter the code we emailed you to confirm the change." |
*
* @param {Error_Auth_Reauthentication_NeededInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_reauthentication_needed: ((inputs?: Error_Auth_Reauthentication_NeededInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Reauthentication_NeededInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Reauthentication_NeededInputs = {};
