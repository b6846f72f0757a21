/**
* | output |
* | --- |
* | "What you sent is too large." |
*
* @param {Error_Auth_Request_Entity_Too_LargeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_request_entity_too_large: ((inputs?: Error_Auth_Request_Entity_Too_LargeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Request_Entity_Too_LargeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Request_Entity_Too_LargeInputs = {};
