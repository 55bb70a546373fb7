package android.view;

import android.os.Handler;
import android.os.Looper;

/** Fake of android.view.View: post runs through the main Handler's queue. */
public class View {
    public boolean post(Runnable action) { return new Handler(Looper.getMainLooper()).post(action); }
}
