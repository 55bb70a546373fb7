package android.app;

import android.content.Context;
import android.content.DialogInterface;

/** Stub of android.app.AlertDialog for a JVM type-check only. */
public class AlertDialog {
    public static class Builder {
        public Builder(Context context) {}
        public Builder setMessage(CharSequence message) { return this; }
        public Builder setPositiveButton(CharSequence text, DialogInterface.OnClickListener listener) { return this; }
        public Builder setNegativeButton(CharSequence text, DialogInterface.OnClickListener listener) { return this; }
        public AlertDialog show() { return new AlertDialog(); }
    }
}
