/**
* | output |
* | --- |
* | "Please finish setting up the authenticator app from the same network where you started." |
*
* @param {Error_Auth_Mfa_Ip_Address_MismatchInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_mfa_ip_address_mismatch: ((inputs?: Error_Auth_Mfa_Ip_Address_MismatchInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Mfa_Ip_Address_MismatchInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Mfa_Ip_Address_MismatchInputs = {};
