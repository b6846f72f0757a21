/**
* | output |
* | --- |
* | "This is not available." |
*
* @param {Error_Auth_Manual_Linking_DisabledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_manual_linking_disabled: ((inputs?: Error_Auth_Manual_Linking_DisabledInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Manual_Linking_DisabledInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Manual_Linking_DisabledInputs = {};
