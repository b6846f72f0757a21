/**
* | output |
* | --- |
* | "An authenticator app with this name is already set up." |
*
* @param {Error_Auth_Mfa_Factor_Name_ConflictInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_mfa_factor_name_conflict: ((inputs?: Error_Auth_Mfa_Factor_Name_ConflictInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Mfa_Factor_Name_ConflictInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Mfa_Factor_Name_ConflictInputs = {};
