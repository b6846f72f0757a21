/**
* | output |
* | --- |
* | "You already have as many authenticator apps as an account can have. Remove one first." |
*
* @param {Error_Auth_Too_Many_Enrolled_Mfa_FactorsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_too_many_enrolled_mfa_factors: ((inputs?: Error_Auth_Too_Many_Enrolled_Mfa_FactorsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Too_Many_Enrolled_Mfa_FactorsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Too_Many_Enrolled_Mfa_FactorsInputs = {};
