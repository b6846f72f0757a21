/**
* | output |
* | --- |
* | "This way of signing in is not available." |
*
* @param {Error_Auth_Saml_Provider_DisabledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_saml_provider_disabled: ((inputs?: Error_Auth_Saml_Provider_DisabledInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Saml_Provider_DisabledInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Saml_Provider_DisabledInputs = {};
