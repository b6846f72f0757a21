/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Taxschool_Hero_ClosedInputs */

const en_taxschool_hero_closed = /** @type {(inputs: Taxschool_Hero_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No session is open for registration right now: every session on the schedule below has started. Call ${i?.phone} or write to us to hear when the next sessions open.`)
};

/**
* | output |
* | --- |
* | "No session is open for registration right now: every session on the schedule below has started. Call {phone} or write to us to hear when the next sessions open." |
*
* @param {Taxschool_Hero_ClosedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_hero_closed = /** @type {((inputs: Taxschool_Hero_ClosedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxschool_Hero_ClosedInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxschool_hero_closed(inputs)
});