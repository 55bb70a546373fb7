package android.os;

/** Stub of android.os.Handler for a JVM type-check only. */
public class Handler {
    public Handler(Looper looper) {}
    public final boolean postDelayed(Runnable r, long delayMillis) { return true; }
}
