package androidx.lifecycle;

/** Stub of androidx.lifecycle.LifecycleOwner. */
public interface LifecycleOwner {
    Lifecycle getLifecycle();
}
