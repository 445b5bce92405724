/** Imports every game so that each registers itself in core/registry. */
import './caesar';
import './conquest/register';
import './republic/register';
