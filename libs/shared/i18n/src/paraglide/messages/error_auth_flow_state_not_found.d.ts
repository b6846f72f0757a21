/**
* | output |
* | --- |
* | "This link is no longer valid. Please ask for a new one." |
*
* @param {Error_Auth_Flow_State_Not_FoundInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_flow_state_not_found: ((inputs?: Error_Auth_Flow_State_Not_FoundInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Flow_State_Not_FoundInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Flow_State_Not_FoundInputs = {};
