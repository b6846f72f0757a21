/**
* | output |
* | --- |
* | "closed" |
*
* @param {Taxschool_Session_ClosedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_session_closed: ((inputs?: Taxschool_Session_ClosedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_Session_ClosedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_Session_ClosedInputs = {};
