/**
* | output |
* | --- |
* | "No session is open for registration right now: every session on the schedule below has started. Call {phone} or write to us to hear when the next sessions open." |
*
* @param {Taxschool_Hero_ClosedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_hero_closed: ((inputs: Taxschool_Hero_ClosedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_Hero_ClosedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_Hero_ClosedInputs = {
    phone: NonNullable<unknown>;
};
