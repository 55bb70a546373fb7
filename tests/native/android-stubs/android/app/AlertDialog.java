package android.app;

import android.content.Context;
import android.content.DialogInterface;

/** Fake of android.app.AlertDialog: the real Builder signatures; TEST members let the JVM tests press its buttons. */
public class AlertDialog implements DialogInterface {
    /** TEST: the last dialog shown, or null. */
    public static AlertDialog shown;
    /** TEST */ public final CharSequence message;
    private final DialogInterface.OnClickListener positive;
    private final DialogInterface.OnClickListener negative;

    private AlertDialog(Builder builder) {
        message = builder.message;
        positive = builder.positive;
        negative = builder.negative;
    }

    /** TEST: presses the positive button. */
    public void clickPositive() { if (positive != null) positive.onClick(this, DialogInterface.BUTTON_POSITIVE); }
    /** TEST: presses the negative button. */
    public void clickNegative() { if (negative != null) negative.onClick(this, DialogInterface.BUTTON_NEGATIVE); }

    public static class Builder {
        private CharSequence message;
        private DialogInterface.OnClickListener positive;
        private DialogInterface.OnClickListener negative;

        public Builder(Context context) {}
        public Builder setMessage(CharSequence message) { this.message = message; return this; }
        public Builder setPositiveButton(CharSequence text, DialogInterface.OnClickListener listener) { positive = listener; return this; }
        public Builder setNegativeButton(CharSequence text, DialogInterface.OnClickListener listener) { negative = listener; return this; }
        public AlertDialog show() { shown = new AlertDialog(this); return shown; }
    }
}
