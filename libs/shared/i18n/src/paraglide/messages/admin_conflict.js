/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ConflictInputs */

const en_admin_conflict = /** @type {(inputs: Admin_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone else changed this record after you opened it, so your change was not saved. Reload to see their change, then make yours again.`)
};

/**
* | output |
* | --- |
* | "Someone else changed this record after you opened it, so your change was not saved. Reload to see their change, then make yours again." |
*
* @param {Admin_ConflictInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_conflict = /** @type {((inputs?: Admin_ConflictInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ConflictInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_conflict(inputs)
});