/**
* | output |
* | --- |
* | "This link has expired. Please ask for a new one." |
*
* @param {Error_Auth_Flow_State_ExpiredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_flow_state_expired: ((inputs?: Error_Auth_Flow_State_ExpiredInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Flow_State_ExpiredInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Flow_State_ExpiredInputs = {};
