/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Conflict_ReloadInputs */

const en_admin_conflict_reload = /** @type {(inputs: Admin_Conflict_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload record`)
};

/**
* | output |
* | --- |
* | "Reload record" |
*
* @param {Admin_Conflict_ReloadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_conflict_reload = /** @type {((inputs?: Admin_Conflict_ReloadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Conflict_ReloadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_conflict_reload(inputs)
});